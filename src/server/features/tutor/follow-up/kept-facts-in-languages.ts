/**
 * A kept fact ("Has a brother", "Works as a nurse in Leeds") as "Things you told your teachers" shows it in the
 * interface language: read back into its kind and slots (told-facts.ts) and written with that language's templates
 * (same slots, same [optional parts] as TOLD_FACT_TEMPLATES). The slots keep the learner's own words. A fact written
 * another way is shown as kept.
 */
import type { Locale } from '#/shared/i18n/locales';
import type { ToldFactKind } from './told-fact-kinds';
import { readKeptFact, writeFact } from './told-facts';

type Templates = Readonly<Record<ToldFactKind, readonly string[]>>;

const TEMPLATES: Readonly<Partial<Record<Locale, Templates>>> = {
  es: {
    name: ['Se llama {name}'],
    age: ['Tiene {age} años'],
    job: ['Está jubilado ({former})', 'Situación: {retired}', 'Trabaja: {activity}', 'Enseña {taught}[ ({workplace})]', 'Trabaja como {job}[ ({workplace})]'],
    workplace: ['Trabaja en {workplace}'],
    studies: ['Estudia {subject}', 'Es estudiante'],
    goal: ['Quiere ser {job}'],
    city: ['Vive {near} {place}', 'Vive en {place}'],
    origin: ['Es de {place}'],
    moved: ['Se mudó a {to} desde {from}[ ({when})]', 'Se mudó aquí desde {from}[ ({when})]', 'Se mudó a {to}[ ({when})]'],
    exam: ['Tiene {exam} ({when})'],
    pet: ['Tiene {count} {pet}[ ({name})]'],
    family: ['Tiene {family}'],
  },
  'pt-BR': {
    name: ['Chama-se {name}'],
    age: ['Tem {age} anos'],
    job: ['É aposentado ({former})', 'Situação: {retired}', 'Trabalha: {activity}', 'Ensina {taught}[ ({workplace})]', 'Trabalha como {job}[ ({workplace})]'],
    workplace: ['Trabalha em {workplace}'],
    studies: ['Estuda {subject}', 'É estudante'],
    goal: ['Quer ser {job}'],
    city: ['Mora {near} {place}', 'Mora em {place}'],
    origin: ['É de {place}'],
    moved: ['Mudou-se para {to}, vindo de {from}[ ({when})]', 'Mudou-se para cá, vindo de {from}[ ({when})]', 'Mudou-se para {to}[ ({when})]'],
    exam: ['Tem {exam} ({when})'],
    pet: ['Tem {count} {pet}[ ({name})]'],
    family: ['Tem {family}'],
  },
  fr: {
    name: ["S'appelle {name}"],
    age: ['A {age} ans'],
    job: ['Est retraité ({former})', 'Situation : {retired}', 'Travaille : {activity}', 'Enseigne {taught}[ ({workplace})]', 'Travaille comme {job}[ ({workplace})]'],
    workplace: ['Lieu de travail : {workplace}'],
    studies: ['Étudie {subject}', 'Est étudiant'],
    goal: ['Veut devenir {job}'],
    city: ['Habite {near} {place}', 'Habite à {place}'],
    origin: ['Vient de {place}'],
    moved: ["S'est installé à {to}, venant de {from}[ ({when})]", "S'est installé ici, venant de {from}[ ({when})]", "S'est installé à {to}[ ({when})]"],
    exam: ['A {exam} ({when})'],
    pet: ['A {count} {pet}[ ({name})]'],
    family: ['A {family}'],
  },
  'zh-CN': {
    name: ['名字是 {name}'],
    age: ['{age} 岁'],
    job: ['已退休（{former}）', '状况：{retired}', '工作：{activity}', '教 {taught}[（{workplace}）]', '职业：{job}[（{workplace}）]'],
    workplace: ['工作地点：{workplace}'],
    studies: ['学习 {subject}', '是学生'],
    goal: ['想成为 {job}'],
    city: ['住在 {place} {near}', '住在 {place}'],
    origin: ['来自 {place}'],
    moved: ['从 {from} 搬到 {to}[（{when}）]', '从 {from} 搬到这里[（{when}）]', '搬到了 {to}[（{when}）]'],
    exam: ['{when}有 {exam}'],
    pet: ['有 {count} {pet}[（{name}）]'],
    family: ['有 {family}'],
  },
  ja: {
    name: ['名前は {name}'],
    age: ['{age} 歳'],
    job: ['退職（{former}）', '状況：{retired}', '仕事：{activity}', '{taught} を教えている[（{workplace}）]', '職業：{job}[（{workplace}）]'],
    workplace: ['勤務先：{workplace}'],
    studies: ['{subject} を勉強中', '学生'],
    goal: ['{job} になりたい'],
    city: ['{place}（{near}）に住んでいる', '{place} に住んでいる'],
    origin: ['{place} 出身'],
    moved: ['{from} から {to} に引っ越した[（{when}）]', '{from} からここに引っ越した[（{when}）]', '{to} に引っ越した[（{when}）]'],
    exam: ['{exam} がある（{when}）'],
    pet: ['{pet} を {count} 匹飼っている[（{name}）]'],
    family: ['家族：{family}'],
  },
  ar: {
    name: ['اسمه {name}'],
    age: ['عمره {age} سنة'],
    job: ['متقاعد ({former})', 'الوضع: {retired}', 'يعمل: {activity}', 'يدرّس {taught}[ ({workplace})]', 'يعمل {job}[ ({workplace})]'],
    workplace: ['مكان العمل: {workplace}'],
    studies: ['يدرس {subject}', 'طالب'],
    goal: ['يريد أن يصبح {job}'],
    city: ['يسكن {near} {place}', 'يسكن في {place}'],
    origin: ['من {place}'],
    moved: ['انتقل إلى {to} من {from}[ ({when})]', 'انتقل إلى هنا من {from}[ ({when})]', 'انتقل إلى {to}[ ({when})]'],
    exam: ['لديه {exam} ({when})'],
    pet: ['لديه {count} {pet}[ ({name})]'],
    family: ['لديه {family}'],
  },
};

/** `fact` as the interface language says it; English, or a fact written another way, as kept. */
export function keptFactIn(fact: string, locale: Locale): string {
  const templates = TEMPLATES[locale];
  const read = templates ? readKeptFact(fact) : null;
  return (read && templates && writeFact(read.kind, read.slots, templates)) || fact;
}
