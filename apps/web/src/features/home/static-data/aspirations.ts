import balanceArt from '../assets/aspiration-balance.svg?no-inline';
import healthArt from '../assets/aspiration-health.svg?no-inline';
import loveArt from '../assets/aspiration-love.svg?no-inline';
import prosperityArt from '../assets/aspiration-prosperity.svg?no-inline';
import protectionArt from '../assets/aspiration-protection.svg?no-inline';
import spiritualityArt from '../assets/aspiration-spirituality.svg?no-inline';
import wealthArt from '../assets/aspiration-wealth.svg?no-inline';
import wisdomArt from '../assets/aspiration-wisdom.svg?no-inline';

/** docs/content.md#home-page: Shop by Aspiration, eight cards, all leading to /shop. */
export interface Aspiration {
  title: string;
  text: string;
  /** Decorative: the card's title and line say what it is about. */
  image: string;
}

export const ASPIRATIONS: readonly Aspiration[] = [
  { title: 'Balance', text: 'Yin and yang in harmony', image: balanceArt },
  { title: 'Health', text: 'Vitality and long life', image: healthArt },
  { title: 'Prosperity', text: 'Growth in all you do', image: prosperityArt },
  { title: 'Love', text: 'Romance and kinship', image: loveArt },
  { title: 'Spirituality', text: 'Calm and clarity', image: spiritualityArt },
  { title: 'Protection', text: 'Shield your home', image: protectionArt },
  { title: 'Wealth', text: 'Abundance that stays', image: wealthArt },
  { title: 'Wisdom', text: 'Study and good counsel', image: wisdomArt },
];
