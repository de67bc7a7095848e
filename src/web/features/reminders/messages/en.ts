/** The Daily reminder card: the reminder email, its hour and its time zone. */
export default {
  title: 'Daily reminder',
  loading: 'Loading your reminder…',
  about: 'One email a day at the hour you choose, with your next lesson, your reviews and your streak. Every email has a one-click unsubscribe.',
  emailMe: 'Email me a daily reminder',
  sendAt: 'Send it at',
  otherZone: 'Your reminder follows {savedZone} time; this device is on {deviceZone} time.',
  thisZone: 'Times are in your time zone: {zone}.',
  useThisZone: "Use this device's time zone",
  saving: 'Saving…',
  savedOn: 'Saved: a reminder every day at {hour}.',
  savedOff: 'Saved: no daily reminder.',
} as const;
