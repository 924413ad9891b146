-- An invitation carries the spending limits its invitee gets on accepting (null = none), as a member's on "User".
ALTER TABLE "CompanyInvitation" ADD COLUMN "orderLimitCents" INTEGER CHECK ("orderLimitCents" IS NULL OR "orderLimitCents" >= 0);
ALTER TABLE "CompanyInvitation" ADD COLUMN "periodLimitCents" INTEGER CHECK ("periodLimitCents" IS NULL OR "periodLimitCents" >= 0);
ALTER TABLE "CompanyInvitation" ADD COLUMN "limitPeriod" "LimitPeriod";
