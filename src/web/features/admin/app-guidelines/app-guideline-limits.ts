import {
  APP_GUIDELINE_DESCRIPTION_MAX,
  APP_GUIDELINE_TITLE_MAX,
} from '../../../../shared/schemas/app-guideline';
import type { TitleDescriptionLimits } from '../components/title-description-fields';

export const APP_GUIDELINE_LIMITS: TitleDescriptionLimits = {
  titleMax: APP_GUIDELINE_TITLE_MAX,
  descriptionMax: APP_GUIDELINE_DESCRIPTION_MAX,
  descriptionPlaceholder: 'What the assistant should do when it builds a quote, for every shop.',
};
