import { ToneBadge } from '../../../../ui/tone-badge';
import {
  NEWS_CATEGORY_LABELS,
  NEWS_CATEGORY_TONES,
  type NewsCategory,
} from '../../content/news-articles';

export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  return (
    <ToneBadge tone={NEWS_CATEGORY_TONES[category]}>{NEWS_CATEGORY_LABELS[category]}</ToneBadge>
  );
}
