/**
 * What a page shows in English although the interface speaks another language: every text a person reads
 * (visible text, labels, placeholders, titles, alternative text) that is exactly an English catalogue message
 * and not also that language's own word for it, or a course unit's English title, can-do statement or grammar
 * explanation where the unit has a translation into that language.
 */
import type { Page } from 'playwright-core';
import type { Catalogue, Messages } from '../../src/shared/i18n/catalogue';
import type { TranslatedLocale } from '../../src/shared/i18n/locales';
import { parseMessage } from '../../src/shared/i18n/parse-message';
import { SAME_AS_ENGLISH } from '../../src/shared/i18n/same-as-english';
import { ALL_UNITS, UNIT_TRANSLATIONS } from '../../src/server/features/course/units/all-units';

const modules = import.meta.glob<Record<string, Catalogue<Messages>>>('/src/web/**/messages/catalogue.ts', { eager: true });
const webCatalogues = Object.values(modules).flatMap((module) => Object.values(module));

/** English messages with no values to fill, as a person would read them. */
async function englishMessages(locale: TranslatedLocale): Promise<Set<string>> {
  const english = new Set<string>();
  for (const catalogue of webCatalogues) {
    await catalogue.load(locale);
    const translation = catalogue.messagesIn(locale) ?? {};
    for (const [key, message] of Object.entries(catalogue.english)) {
      const nodes = parseMessage(message);
      if (nodes.length !== 1 || typeof nodes[0] !== 'string') continue;
      const text = nodes[0].replace(/\s+/g, ' ').trim();
      if (!/\p{L}{2,}/u.test(text) || translation[key] === message || SAME_AS_ENGLISH[locale].includes(text)) continue;
      english.add(text);
    }
  }
  for (const unit of ALL_UNITS) {
    const translated = UNIT_TRANSLATIONS[locale][unit.id];
    if (!translated) continue; // the Spanish course has no Spanish: a Spanish interface reads it in English
    for (const text of [unit.title, ...unit.canDo, unit.grammar.explanation]) if (translated[text] !== text) english.add(text);
  }
  return english;
}

export async function englishOnScreen(page: Page, locale: TranslatedLocale): Promise<string[]> {
  const english = await englishMessages(locale);
  const seen: string[] = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,template,[hidden]')) continue;
      // Text marked as another language (the switcher's language names) is meant to be in it.
      if ((parent.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang) !== document.documentElement.lang) continue;
      texts.push(node.textContent ?? '');
      // A text split by elements (a link inside a sentence) is read as its element's whole text too.
      texts.push(parent.innerText ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label],[placeholder],[title],img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    }
    texts.push(document.title);
    return texts;
  });
  const found = new Set(seen.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => english.has(text)));
  return [...found];
}
