/** Download my data, Delete my account, and the page that says the account is gone. */
export default {
  downloadData: 'Download my data',
  deleteAccount: 'Delete my account',
  deleteWarning: 'This deletes your conversations, notebook, progress, profile and sign-ins for good, and cancels your subscription. It cannot be undone.',
  typeEmailToConfirm: 'Type your email ({email}) to confirm',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  deleteForGood: 'Delete my account for good',
  metaTitle: 'Account deleted | Parley',
  metaDescription: 'Your Parley account and everything in it have been deleted.',
  deletedTitle: 'Your account has been deleted',
  deletedText: 'Your conversations, notebook, progress, profile and sign-ins are gone, and any subscription is cancelled. You have been signed out.',
  thanks: 'Thank you for practising with Parley. You are welcome back any time.',
  backToHome: 'Back to Home',
  createNewAccount: 'Create a new account',
} as const;
