/** The model `npm run train:pronunciation` learned from speechocean762's readings (CC BY 4.0: see ATTRIBUTION.md beside it). */
import trained from './pronunciation-model.json';
import type { PronunciationModel } from './pronunciation-model';

export const TRAINED_PRONUNCIATION_MODEL = trained as unknown as PronunciationModel;
