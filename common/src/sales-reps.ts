/** Sales reps and acting as a buyer (docs/decisions/084): the limits and words the server and the storefront share. */

/** How long one act-as session lasts before it ends by itself. */
export const ACT_AS_MINUTES = 30;
/** The most reps one company may have. */
export const MAX_REPS_PER_COMPANY = 20;
/** The most companies one read of a rep's companies (or of one rep in the shop's list) answers with, by name. */
export const MAX_REP_COMPANIES_READ = 50;
/** The most members a rep's company lists, by e-mail: whom the rep may act as. */
export const MAX_REP_COMPANY_MEMBERS = 25;
/** The most reps the shop's list of reps answers with, by e-mail. */
export const MAX_REPS_READ = 50;

/** The storefront's banner while someone acts as a buyer. */
export const actingBanner = (buyerName: string, companyName: string): string =>
  `You are acting as ${buyerName} of ${companyName}`;
