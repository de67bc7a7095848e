/** History: the learner's saved conversations (teacher names, topics and first lines are shown as they are). */
export default {
  title: 'Your Conversations',
  intro: 'Open a conversation to read it again and carry on where you left off.',
  loading: 'Loading your conversations...',
  empty: 'No conversations yet. Your conversations are saved here as you talk.',
  chooseTeacher: 'Choose a teacher',
  showOlder: 'Show older conversations',
  messageCount: '{count, plural, one {# message} other {# messages}}',
  open: 'Open',
  openLabel: 'Open conversation with {teacher} about {topic}',
  confirmDelete: 'Confirm delete',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteLabel: 'Delete conversation with {teacher} about {topic}',
} as const;
