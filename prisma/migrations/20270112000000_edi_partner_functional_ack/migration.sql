-- Which functional acknowledgement a trading partner takes (docs/decisions/095): the 997, or the 999 of 005010X231.
ALTER TABLE "EdiPartner" ADD COLUMN "functionalAck" TEXT NOT NULL DEFAULT '997',
  ADD CONSTRAINT "EdiPartner_functionalAck_check" CHECK ("functionalAck" IN ('997', '999'));
