-- Written by hand (decision 052): an administrator is staff, not a client. Approving an access
-- request now removes the applicant's client record; this removes the records that approvals made
-- before it left behind, unless one holds vault items, shipments or issues (never dropped with it:
-- the client actions refuse staff accounts instead).
DELETE FROM "clients" AS c
USING "user" AS u
WHERE u."id" = c."id"
  AND u."role" = 'admin'
  AND NOT EXISTS (SELECT 1 FROM "vault_items" AS v WHERE v."client_id" = c."id")
  AND NOT EXISTS (SELECT 1 FROM "shipments" AS s WHERE s."client_id" = c."id")
  AND NOT EXISTS (SELECT 1 FROM "issues" AS i WHERE i."client_id" = c."id");
