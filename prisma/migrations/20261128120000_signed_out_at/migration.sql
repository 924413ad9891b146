-- Sign-out also refuses Firebase ID tokens signed in before it (issue #26 item 15): when the user last signed out,
-- as Firebase auth_time seconds (0 = never).
ALTER TABLE "User" ADD COLUMN "signedOutAt" INTEGER NOT NULL DEFAULT 0;
