/** The words of spec 1 §8 that the account screens show. */
export const DELETE_ACCOUNT_CONFIRMATION =
  'Deleting your account will remove all your data. Are you sure you want to do this?';
export const DELETE_ACCOUNT_FAILED =
  'Something has gone wrong trying to delete your account. Please try again later.';
