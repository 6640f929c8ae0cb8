import { PASSWORD_MIN_LENGTH } from '#shared/auth';

/** Every text the account screens show, word for word from the spec where it has one. */
export const AUTH_TEXT = {
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in all required fields.',
  somethingWrong: 'Something went wrong',
  unexpectedTitle: 'An unexpected error occurred.',
  unexpectedDescription: 'Please try again.',
  signInSuccess: 'Login Successful',
  signInFailed: 'Login Failed',
  signUpSuccess: 'Sign Up Successful!',
  signUpVerify: 'Please check your email to verify your account before signing in.',
  signUpAdminRequested:
    'Please check your email to verify your account. An administrator will review your request for administrator access.',
  signUpFailed: 'Sign Up Failed',
  notConfirmedTitle: 'Email Not Confirmed',
  notConfirmedText:
    'Please confirm your e-mail address before signing in. Check your inbox for the confirmation link.',
  resendAction: 'Resend confirmation email',
  resendSuccess: 'Confirmation email sent!',
  resendFailed: 'Error resending confirmation',
  confirmedTitle: 'Email confirmed',
  confirmedDescription: 'Your e-mail address is confirmed. You can now sign in.',
  confirmationInvalid:
    'This confirmation link is invalid or has expired. Sign in to get a new one.',
  emailRequired: 'Email is required',
  resetSent: 'Password reset link sent!',
  resetSentDescription:
    'If an account exists for this address, an e-mail with a link valid for one hour is on its way.',
  resetFailed: 'Error sending reset link',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordsDiffer: 'Passwords do not match.',
  invalidLinkTitle: 'Invalid Link',
  invalidLinkDescription: 'The password reset link is invalid or has expired.',
  passwordUpdated: 'Password Updated Successfully',
  passwordUpdatedDescription: 'Sign in with your new password.',
  passwordUpdateFailed: 'Error updating password',
} as const;
