-- CreateTable
CREATE TABLE "AllowedHost" (
    "host" TEXT NOT NULL PRIMARY KEY,
    "addedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
