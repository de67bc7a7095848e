/** The placement questions of each language, checked against the item schema once when the server loads. */
import { type PlacementItem, placementItemSchema } from '#/shared/course/placement-item';
import type { CourseLanguage } from '#/shared/course/unit';
import english from './items/en.json';
import spanish from './items/es.json';

export const ITEM_BANKS: Record<CourseLanguage, PlacementItem[]> = {
  en: placementItemSchema.array().parse(english),
  es: placementItemSchema.array().parse(spanish),
};

const byId = new Map(Object.values(ITEM_BANKS).flatMap((bank) => bank.map((item) => [item.id, item] as const)));
export const findItem = (id: string): PlacementItem | undefined => byId.get(id);
