/** The free-message banner and the upgrade dialog. */
export default {
  messagesRemaining: '{remaining, plural, one {You have # message remaining.} other {You have # messages remaining.}}',
  limitReached: "You've reached your free limit of {limit} messages.",
  upgradeForUnlimited: 'Upgrade for unlimited conversations',
  upgrade: 'Upgrade',
  upgradeTitle: 'Continue Your Learning',
  freeMessagesUsed: "You've used your {limit} free messages. Upgrade for unlimited conversations with every teacher.",
} as const;
