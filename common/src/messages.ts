/** User-facing messages from the spec (§5, §8), word for word, spelling included. */
export const MESSAGES = {
  minOrderQuantity: 'please add 100+ itms becouse its wholesale market',
  orderAdded: 'Added product your Order Page',
  orderDuplicate: 'All ready you added this product',
  productPosted: 'Thanks!! Post Completed',
  makeAdminSuccess: 'This Person NOW admin',
  makeAdminFailed: 'Faild to Make admin',
  confirmDelete: 'Are you sure to Delete',
  noUserLoggedIn: 'No user is logged in',
  passwordTooShort: 'Must be 6 chracters longer',
  reviewAdded: 'Added Your Review',
} as const;
