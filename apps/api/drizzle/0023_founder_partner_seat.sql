-- The founder's own partner (the one with her e-mail) is her seat, as the partners service now keeps it: linked
-- to her account and joined, so co-partners no longer see her as not joined yet. The first such partner of each
-- company, unless one of its partners is hers already; any live link of that partner is spent.
UPDATE "partners" AS p SET "user_id" = c."user_id", "invitation_accepted" = true, "updated_at" = now()
FROM "companies" AS c JOIN "users" AS u ON u."id" = c."user_id"
WHERE c."id" = p."company_id"
	AND p."user_id" IS NULL
	AND p."id" = (
		SELECT min(q."id") FROM "partners" AS q
		WHERE q."company_id" = c."id" AND q."user_id" IS NULL
			AND lower(trim(q."email")) = lower(trim(u."email")) AND trim(u."email") <> ''
	)
	AND NOT EXISTS (
		SELECT 1 FROM "partners" AS o WHERE o."company_id" = c."id" AND o."user_id" = c."user_id"
	);--> statement-breakpoint
UPDATE "partner_invitations" AS i SET "used_at" = now()
FROM "partners" AS p JOIN "companies" AS c ON c."id" = p."company_id"
WHERE i."partner_id" = p."id" AND i."used_at" IS NULL AND p."user_id" = c."user_id";
