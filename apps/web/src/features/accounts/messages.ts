/** The words of spec 1 §8 that the account screens show. */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
export const UPLOAD_TYPES_MESSAGE = 'Allowed file types are: .jpg, .gif, .png';
export const UPLOAD_FAILED_MESSAGE = 'Something went wrong, please try again.';
export const DELETE_ACCOUNT_CONFIRMATION =
  'Deleting your account will remove all your data. Are you sure you want to do this?';
export const DELETE_ACCOUNT_FAILED =
  'Something has gone wrong trying to delete your account. Please try again later.';
export const RESET_TOKEN_EXPIRED = 'The password reset token has expired.';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
