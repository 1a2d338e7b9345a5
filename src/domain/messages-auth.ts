/** Signing in, and forgotten or new passwords. */

export const authMessages = {
  title: "Welcome Back",
  subtitle: "Sign in to your account",
  submit: "Sign In",
  submitting: "Loading...",
  success: "Login successful!",
  invalidCredentials: "Invalid email or password. Please try again.",
  genericError: "An error occurred during authentication",
  profileLoadError: "Error loading user profile",
  roleCheckError: "Error checking user role",
  accessDenied: "Access denied",
  loadingForm: "Loading the sign-in form",
  formLoadFailed: "The sign-in form could not load. Check your connection, then open the sign-in page.",
  openSignInPage: "Open the sign-in page",
} as const;

/** Forgot password, the reset page and the invitation's set-your-password page (not in the spec). */
export const passwordResetMessages = {
  forgotPassword: "Forgot password?",
  requestTitle: "Reset your password",
  requestSubtitle:
    "Enter the email address you sign in with and we'll email you a link to choose a new password.",
  requestSubmit: "Email me a reset link",
  requestSubmitting: "Sending...",
  requestSent:
    "If an account exists for that address, we've e-mailed a link to reset its password. The link works once, within 1 hour.",
  requestFailed: "The reset link could not be requested. Please try again.",
  backToSignIn: "Back to sign in",
  pageTitle: "Choose a new password",
  pageSubtitle: "Your new password replaces the old one and signs you out everywhere.",
  inviteTitle: "Set your password",
  inviteSubtitle: "Choose the password you'll sign in to Vayu with.",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  passwordHint: "At least 8 characters.",
  passwordRequired: "Enter a new password",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  confirmRequired: "Enter the new password again",
  passwordsDiffer: "The passwords don't match",
  submit: "Save new password",
  inviteSubmit: "Set password",
  submitting: "Saving...",
  checking: "Checking your link...",
  doneTitle: "Password changed",
  inviteDoneTitle: "Password set",
  success: "Your password has been changed. Sign in with your new password.",
  inviteSuccess: "Your password is set. Sign in to open your dashboard.",
  signIn: "Sign in",
  invalidLinkTitle: "This link no longer works",
  invalidLink:
    "The link has expired or has already been used. Each link works once: reset links within 1 hour, invitations within 7 days.",
  requestNewLink: "Request a new link",
  failed: "Your password could not be changed. Please try again.",
} as const;
