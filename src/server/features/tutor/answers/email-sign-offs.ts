/**
 * "Is 'Best regards' ok?", "Can I write 'Cheers' at the end of an email?": how each common sign-off sounds and where
 * it fits, as data. Hand-written for Parley from how British and American offices write today.
 */
export type SignOff = { names: readonly string[]; verdict: string };

export const SIGN_OFFS: readonly SignOff[] = [
  { names: ['best regards'], verdict: "Yes, 'Best regards' is fine for almost any work email: polite without being stiff." },
  { names: ['kind regards'], verdict: "Yes, 'Kind regards' is the safest choice for work emails, to people you know and people you don't." },
  { names: ['regards'], verdict: "'Regards' on its own is correct but a little cool: fine in a quick reply, while 'Kind regards' sounds warmer." },
  { names: ['warm regards', 'warmest regards'], verdict: "'Warm regards' is friendly and polite: good for someone you have worked with before, a little too warm for a first email." },
  { names: ['best', 'all the best'], verdict: "'Best' is short and friendly: fine with colleagues and people you write to often, a little casual for a first email to a stranger." },
  { names: ['many thanks', 'thanks', 'thank you', 'thanks in advance'], verdict: "Yes, when your email asks for something: 'Many thanks' or 'Thank you' closes it politely. 'Thanks in advance' can sound as if you expect a yes, so 'Thank you for your help' is safer." },
  { names: ['cheers'], verdict: "'Cheers' is informal and mostly British: fine with colleagues you know well, but not for a client, a manager you don't know or a job application." },
  { names: ['yours sincerely', 'sincerely', 'sincerely yours'], verdict: "'Yours sincerely' is for formal letters and emails that open with the person's name, like Dear Ms Brown; in American English just 'Sincerely'." },
  { names: ['yours faithfully'], verdict: "'Yours faithfully' is British and only for formal letters that open with Dear Sir or Madam, when you don't know the name." },
  { names: ['love', 'lots of love', 'hugs', 'xx', 'xoxo'], verdict: "Keep 'Love' and kisses for family and friends: never in a work email." },
  { names: ['yours truly'], verdict: "'Yours truly' sounds old-fashioned today: 'Kind regards' or 'Best regards' fits a work email better." },
  // The stock lines of a work email, asked about the same way ("Is 'Please find attached' old-fashioned?").
  { names: ['please find attached', 'please find enclosed', 'attached please find'], verdict: "'Please find attached' is correct but a little stiff today: 'I've attached the report' or 'Here is the report' sounds more natural in most work emails." },
  { names: ['i hope this email finds you well', 'i hope this finds you well', 'hope this email finds you well'], verdict: "'I hope this email finds you well' is polite but very common, so it can sound automatic: 'I hope you're well' or 'I hope you had a good weekend' is warmer, and with people you write to often you can go straight to your point." },
  { names: ['please do not hesitate to contact me', 'do not hesitate to contact me'], verdict: "'Please do not hesitate to contact me' is formal and a little old-fashioned: 'Let me know if you have any questions' or 'Feel free to get in touch' says the same more warmly." },
  { names: ['as per my last email', 'as per my previous email'], verdict: "Careful: 'As per my last email' often reads as annoyed, as if the reader had not read it. 'As I mentioned in my email on Monday' is neutral." },
  { names: ['i look forward to hearing from you', 'looking forward to hearing from you', 'i am looking forward to hearing from you'], verdict: "Yes: 'I look forward to hearing from you' is the formal one, and 'Looking forward to hearing from you' a little more relaxed. Both take hearing, never 'to hear'." },
  { names: ['see you', 'see you soon', 'talk soon', 'speak soon'], verdict: "'Speak soon' and 'See you soon' are friendly: fine with colleagues you will see or call, too casual for a formal email." },
];

const byName = new Map(SIGN_OFFS.flatMap((signOff) => signOff.names.map((name) => [name, signOff] as const)));

/** The sign-off quoted in a question ("Is 'Best regards' ok?"), if it is one we know. */
export function findSignOff(question: string): SignOff | undefined {
  for (const quoted of question.matchAll(/["'‘“]([^"'’”]{2,50})["'’”]/g)) {
    const found = byName.get(quoted[1]!.toLowerCase().replace(/[,.!]+$/, '').trim());
    if (found) return found;
  }
  return undefined;
}

/** Sign-offs that read as one even unquoted ('Should I write Yours sincerely or Yours faithfully?'); 'thank you' or 'see you' unquoted may be the learner's own words. */
const NAMED_UNQUOTED = /\b(?:regards|yours|sincerely|faithfully)\b/;

/** Every sign-off the question names, in its order: quoted, or unquoted where it can only be a sign-off. */
export function findSignOffs(question: string): SignOff[] {
  const quoted = findSignOff(question);
  const lower = question.toLowerCase();
  const named = [...byName.entries()]
    .filter(([name]) => NAMED_UNQUOTED.test(name))
    .flatMap(([name, signOff]) => {
      const at = lower.search(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u'));
      return at < 0 ? [] : [{ at, length: name.length, signOff }];
    })
    // Where two names start at one place ('yours sincerely', 'yours'), the longer; a name inside another ('regards' in 'kind regards') is that one.
    .sort((a, b) => a.at - b.at || b.length - a.length)
    .filter((name, at, all) => !all.slice(0, at).some((before) => name.at < before.at + before.length));
  const found = [...(quoted ? [quoted] : []), ...named.map(({ signOff }) => signOff)];
  return found.filter((signOff, at) => found.indexOf(signOff) === at);
}
