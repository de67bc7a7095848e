/** The /success page around the subscription's own words (src/web/features/subscription/messages). */
export default {
  progressLabel: 'Payment processing',
  elapsed: 'Elapsed: {seconds}s',
  processingTime: 'Processing can take up to 2-3 minutes.',
  takingLonger: 'Taking longer than expected?',
  paymentSafe: 'Your payment is safe. Confirmation sometimes takes a few minutes; this page updates by itself. If nothing changes, contact support with the session id below.',
  plan: 'Plan',
  status: 'Status',
  active: 'Active',
  nextBilling: 'Next billing',
  continueToApp: 'Continue to App',
  backToHome: 'Back to Home',
  sessionId: 'Session ID: {id}',
  questions: 'Questions? <link>Contact support</link>',
} as const;
