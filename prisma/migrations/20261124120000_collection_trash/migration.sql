-- A collection goes to the trash with its entries, as every other deleted thing does.
ALTER TABLE "Collection" ADD COLUMN "deletedAt" DATETIME;
