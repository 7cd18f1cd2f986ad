-- The minimum fixed capital the founder chooses for the articles (whole pesos, in centavos); null: none chosen,
-- the articles aim at MXN 50,000 as before, and the fingerprint of existing drafts is unchanged.
ALTER TABLE "companies" ADD COLUMN "fixed_capital_centavos" bigint;