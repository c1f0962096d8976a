// The shape of a seeded product guide (guide-texts.ts), drawn by guide-art.ts and guide-pdf.ts.

export type GuideIcon =
  | 'bracelet'
  | 'coins'
  | 'bottle'
  | 'fashion'
  | 'fountain'
  | 'decor'
  | 'incense'
  | 'keychain'
  | 'medallion'
  | 'bowl'
  | 'smudge'
  | 'card'
  | 'wallet'
  | 'chime'
  | 'paper';

export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface SeedGuide {
  key: string;
  title: string;
  /** The shop category the guide belongs to, as the shop names it. */
  category: string;
  description: string;
  icon: GuideIcon;
  palette: { primary: string; background: string };
  sections: GuideSection[];
}
