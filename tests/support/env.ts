// Each test file works on the database prepared by global-setup.ts (a real SQLite file).
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
process.env.MEDIA_DIR = process.env.TEST_MEDIA_DIR;
