import type { ZodiacSign } from '@fengshui/shared/cms';

// docs/architecture.md#demo-data: the twelve signs with their guide (overview, career, health, love, lucky colours and
// numbers) and a daily, weekly and monthly horoscope. Plain text; a blank line separates paragraphs.
// The horoscopes are written without dates so the demo never reads as stale.

export interface SeedZodiac {
  name: string;
  overview: string;
  career: string;
  health: string;
  love: string;
  color: string;
  number: string;
  daily: string;
  weekly: string;
  monthly: string;
}

export const seedZodiacs: Record<ZodiacSign, SeedZodiac> = {
  rat: {
    name: 'Rat',
    overview:
      'The Rat opens the cycle of the twelve animals, and people born in its years share its quick mind and sharp instinct for opportunity. Resourceful, charming and observant, the Rat notices what others miss and rarely wastes anything, from money to a good idea.\n\nRats are loyal to the people they love and generous with them, but careful with everyone else. Their challenge is restlessness: they can take on too many projects at once and worry about the ones they have not started.',
    career:
      'Rats do well wherever quick thinking is rewarded: trading, sales, research, writing and running a small business. They are good savers and negotiators. Their best results come when they commit to one main project instead of chasing every opening that appears.',
    health:
      'The Rat’s energy is nervous rather than physical. Late nights and irregular meals are its weak points. Regular sleep, warm cooked food and a daily walk help more than any supplement. Keep the bedroom calm and free of work.',
    love: 'Romantic and attentive once committed, the Rat looks for a partner who is both intelligent and dependable. The Ox, the Dragon and the Monkey are traditionally its best matches; relationships with the Horse need extra patience on both sides.',
    color: 'Blue, Gold, Green',
    number: '2, 3',
    daily:
      'A small practical task you have been postponing will take less time than you think; finish it before lunch. In the afternoon, a conversation with a colleague brings a useful idea. Keep spending light today.',
    weekly:
      'The first half of the week favours planning and paperwork, and the second half favours people. A friend may ask for advice about money; share what you know but do not lend more than you can spare. Make time for one long, unhurried meal with family at the weekend.',
    monthly:
      'This month rewards the Rat for finishing rather than starting. Close the open loops at work and at home: unanswered messages, half-done repairs, small debts. Around the middle of the month an offer arrives that looks better on paper than in practice, so ask questions before you accept.\n\nFor the home, clear the north area of the house and keep it bright. Your lucky days fall in the last week.',
  },
  ox: {
    name: 'Ox',
    overview:
      'The Ox is the worker of the zodiac: patient, steady and honest. People born in Ox years build their lives brick by brick and rarely give up on something they have decided to do. They are trusted because they keep their word.\n\nThe Ox prefers tradition and routine, and can be stubborn when pushed. Behind a quiet exterior, however, is a warm and protective heart that takes responsibility for everyone around it.',
    career:
      'Reliable and methodical, the Ox shines in agriculture, engineering, accounting, medicine and any role where quality matters more than speed. Promotions come slowly but last. The Ox should speak up about its achievements; others do not always notice quiet hard work.',
    health:
      'Strong and resilient, the Ox tends to overwork and ignore fatigue until the body insists. Stretching, a good chair and regular breaks protect its back and shoulders. Moderation at the dinner table is its main health lesson.',
    love: 'The Ox loves steadily and expects the same. It shows affection through actions rather than words. The Rat, the Snake and the Rooster are traditionally its most harmonious partners; the Goat’s moods can be hard for it to read.',
    color: 'White, Yellow, Green',
    number: '1, 4',
    daily:
      'A steady day. Stick to your plan and avoid being pulled into someone else’s rush. An older relative or mentor has advice worth hearing this evening.',
    weekly:
      'Work moves at your pace this week, which suits you. Mid-week, a delay turns out to be useful, giving you time to check details others missed. Your body is asking for rest: protect at least one evening for sleep and quiet.',
    monthly:
      'A good month for long-term decisions: savings plans, property, study. Avoid rushing into any agreement in the first ten days; the picture becomes clearer after the new moon. Family matters need your steady presence, and someone younger may look to you for guidance.\n\nPlace a healthy plant in the east of your home and keep your entrance clear to welcome the month’s opportunities.',
  },
  tiger: {
    name: 'Tiger',
    overview:
      'Bold, passionate and generous, the Tiger lives life with its whole heart. People born in Tiger years are natural leaders who defend the underdog and are not afraid to take risks. They inspire others through courage and enthusiasm.\n\nThe Tiger’s strength is also its challenge: it can act before thinking and resent being told what to do. When it learns to pause, its energy becomes unstoppable.',
    career:
      'Tigers thrive in roles with independence and challenge: entrepreneurship, management, the military, journalism, sports and the arts. They dislike routine and micromanagement. A wise mentor and a clear goal turn their energy into lasting success.',
    health:
      'Tigers burn energy quickly and recover quickly, but can push too hard. Their weak points are stress and overexertion. Competitive sport suits them, as long as it is balanced with stretching and proper rest.',
    love: 'Passionate and romantic, the Tiger falls in love fast and needs a partner who respects its freedom. The Horse, the Dog and the Pig are traditionally its best matches; the Monkey’s teasing can spark conflict.',
    color: 'Blue, Grey, Orange',
    number: '1, 3, 4',
    daily:
      'Your confidence is high today; use it for a conversation you have been avoiding. Think before you reply to a provoking message. An evening walk clears your head.',
    weekly:
      'A week of momentum. A project you pushed for gets the green light, but the details will need more time than you hoped. Delegate where you can. At the weekend, a spontaneous plan with friends turns out to be the highlight.',
    monthly:
      'The Tiger’s month starts fast. New contacts and invitations arrive in the first two weeks; choose the ones that fit your goals rather than saying yes to all. The second half calls for patience with paperwork and with a family member who needs more attention.\n\nWear something blue on important days, and keep the northeast of your home tidy to support clear thinking.',
  },
  rabbit: {
    name: 'Rabbit',
    overview:
      'Gentle, elegant and kind, the Rabbit brings peace wherever it goes. People born in Rabbit years are diplomatic and sensitive, with refined taste and a talent for making others feel at ease. They prefer harmony to confrontation.\n\nThe Rabbit can be cautious to the point of hesitation, and may avoid difficult conversations. Its quiet intelligence and careful judgement, however, often prove right in the end.',
    career:
      'Rabbits excel in diplomacy, design, law, teaching, counselling and hospitality, wherever tact and an eye for detail matter. They work best in calm, well-organised environments and can be excellent advisers to bolder colleagues.',
    health:
      'The Rabbit’s health is closely tied to its emotions. Tension and worry show up as poor sleep or an upset stomach. A calm bedroom, gentle exercise such as swimming or tai chi, and time in nature keep it balanced.',
    love: 'Affectionate and loyal, the Rabbit seeks a stable, peaceful home. The Goat, the Pig and the Dog are traditionally its best partners. Relationships with the Rooster can be tense, as the Rooster’s frankness may hurt its feelings.',
    color: 'Red, Pink, Purple, Blue',
    number: '3, 4, 6',
    daily:
      'A quiet, productive day. A kind word from you means more to someone than you realise. Avoid lending your things today; they may not come back quickly.',
    weekly:
      'Your sense of timing is excellent this week. Let others speak first at meetings and then make your point. A creative idea for the home is worth pursuing; start with one corner rather than the whole room.',
    monthly:
      'The Rabbit enjoys a calm, constructive month. Work relationships improve after a misunderstanding is cleared up early in the month. Money is stable, though a household repair may need attention. The last week is favourable for romance and for reconnecting with an old friend.\n\nFresh flowers in the east of your home, and a clear, well-lit entrance, support the month’s harmony.',
  },
  dragon: {
    name: 'Dragon',
    overview:
      'The only mythical creature of the zodiac, the Dragon is the symbol of power, luck and imperial authority. People born in Dragon years are confident, ambitious and charismatic, with big dreams and the energy to pursue them. Many families hope for a Dragon child.\n\nDragons can be proud and impatient with those who cannot keep up. When they learn to listen as well as they lead, they achieve remarkable things.',
    career:
      'Dragons are born to lead: business owners, executives, politicians, architects, performers. They enjoy being in charge of large projects and dislike small, repetitive tasks. Their luck is strongest when they work with a trusted partner who handles the details.',
    health:
      'Vital and strong, the Dragon is prone to stress from taking on too much. Headaches and tension are warning signs. Regular exercise that releases energy, such as running or martial arts, and honest rest keep it at its best.',
    love: 'The Dragon is passionate and generous in love, and needs admiration. The Rat, the Monkey and the Rooster are traditionally its best partners; the Dog’s scepticism can feel like criticism.',
    color: 'Gold, Silver, Grey',
    number: '1, 6, 7',
    daily:
      'A good day for visibility: present your idea, send the proposal, make the call. Be generous with credit to your team. Avoid arguing about small things this evening.',
    weekly:
      'Your influence is strong this week and people are willing to follow your lead. Use it to start something meaningful rather than to win arguments. A financial opportunity appears on Thursday or Friday; take a day to think before committing.',
    monthly:
      'The Dragon’s month brings recognition for past work, possibly a promotion or a new client. Keep your promises realistic; it is easy to overcommit when things go well. Mid-month, a family celebration or reunion brings joy. Watch your spending on luxuries in the last week.\n\nA bright lamp in the south of your home supports your reputation this month.',
  },
  snake: {
    name: 'Snake',
    overview:
      'Wise, intuitive and elegant, the Snake is the thinker of the zodiac. People born in Snake years are calm on the surface and deep underneath, with a gift for reading people and situations. They speak little but choose their words well.\n\nThe Snake can be private to the point of secrecy, and slow to forgive. Its patience and insight, though, make it one of the best strategists among the twelve animals.',
    career:
      'Snakes excel in research, finance, psychology, law, philosophy and any field that rewards analysis and discretion. They plan carefully and act at the right moment. A quiet workspace helps them do their best thinking.',
    health:
      'The Snake tends to keep stress inside, which can affect digestion and sleep. Regular, moderate exercise, meditation and time outdoors help. It should avoid working late into the night.',
    love: 'Charming and devoted, the Snake seeks a partner who is both intelligent and loyal. The Ox, the Rooster and the Monkey are traditionally its best matches; the Pig’s openness can clash with its need for privacy.',
    color: 'Red, Light Yellow, Black',
    number: '2, 8, 9',
    daily:
      'Trust your first impression today, especially about a new person. A quiet hour alone in the afternoon gives you the answer to a question you have been turning over.',
    weekly:
      'A week for strategy rather than action. Gather information, listen more than you speak and keep your plans to yourself until they are ready. Money matters look positive; a small, careful investment is favoured over a large one.',
    monthly:
      'This month favours study, planning and inner work. An opportunity connected to learning or a new skill appears early and is worth taking. Relationships benefit from honesty: say what you need instead of waiting for others to guess. The last week brings a pleasant surprise involving money or a gift.\n\nA small water feature or a bowl of clean water in the north of the home supports the Snake’s insight this month.',
  },
  horse: {
    name: 'Horse',
    overview:
      'Free-spirited, cheerful and energetic, the Horse loves movement, travel and company. People born in Horse years are warm, talkative and popular, with a gift for lifting the mood of any gathering. They need freedom above all.\n\nThe Horse can be impatient and quick to change direction, and sometimes starts more than it finishes. With focus, its enthusiasm and stamina carry it far.',
    career:
      'Horses thrive in work that involves movement and people: sales, tourism, journalism, events, sports and public relations. They dislike being tied to a desk. A job with variety and some independence keeps them motivated.',
    health:
      'Usually athletic and energetic, the Horse can run itself down by doing too much without rest. Sports are excellent for it; sleep and regular meals are the habits it needs to protect.',
    love: 'The Horse loves passionately and needs a partner who gives it space. The Tiger, the Goat and the Dog are traditionally its best matches. Relationships with the Rat need patience, as their rhythms are very different.',
    color: 'Yellow, Green',
    number: '2, 3, 7',
    daily:
      'Energy is high: a good day to move, travel or start a task that needs stamina. Think twice before agreeing to a last-minute plan that costs money.',
    weekly:
      'A sociable week. New contacts through friends could lead to work or a trip. Keep a list of what you promise, because it is easy to forget in the rush. Make room for rest at the weekend to avoid running on empty.',
    monthly:
      'The Horse’s month is full of movement: travel, visitors, or a change at work. Embrace it, but choose where to put your energy. Finances need attention mid-month; avoid impulse purchases and review subscriptions. A heart-to-heart with a partner or close friend in the last week strengthens the bond.\n\nKeep the south of your home bright and open, and wear green on days you need calm.',
  },
  goat: {
    name: 'Goat',
    overview:
      'Gentle, creative and compassionate, the Goat, also called the Sheep, is the artist of the zodiac. People born in Goat years are kind, imaginative and sensitive to beauty, with a strong need for peace and a comfortable home.\n\nThe Goat can worry and be indecisive when under pressure, and prefers to be supported rather than to lead. In a harmonious setting, its talents flourish.',
    career:
      'Goats do their best work in the arts, design, gardening, healing, teaching and caring professions. They prefer cooperation to competition and work well in supportive teams. Financial security matters to them, so a steady income frees their creativity.',
    health:
      'The Goat’s well-being depends on its mood. Stress may show as fatigue or digestive trouble. Gentle exercise, creative hobbies, and a tidy, beautiful home keep it balanced.',
    love: 'Romantic and devoted, the Goat seeks a caring, protective partner. The Rabbit, the Horse and the Pig are traditionally its best matches. The Ox’s bluntness can make it feel unappreciated.',
    color: 'Brown, Red, Purple',
    number: '2, 7',
    daily:
      'A creative idea comes easily today; write it down before it slips away. Someone appreciates your kindness more than they say. Keep the evening calm.',
    weekly:
      'A harmonious week in which your patience is rewarded. A colleague or family member offers support you did not ask for; accept it gracefully. A good week to refresh a room with new colours or fresh flowers.',
    monthly:
      'The Goat’s month brings comfort and small improvements. Work projects progress steadily, especially those that involve creativity. Mid-month, a financial decision benefits from the advice of someone practical. Love and friendship are warmly favoured in the second half.\n\nPlace a pair of objects, such as two candles or two mandarin ducks, in the southwest of your home to support harmony.',
  },
  monkey: {
    name: 'Monkey',
    overview:
      'Clever, curious and playful, the Monkey is the inventor of the zodiac. People born in Monkey years solve problems quickly, learn new skills with ease and love a good joke. They are adaptable and full of ideas.\n\nThe Monkey can become bored easily and sometimes relies on wit instead of hard work. When its intelligence is paired with persistence, there is almost nothing it cannot achieve.',
    career:
      'Monkeys shine in technology, science, finance, marketing, entertainment and entrepreneurship. They thrive on variety and challenge. A role where they can invent, troubleshoot and persuade keeps them engaged.',
    health:
      'Active and lively, the Monkey tends to neglect rest when it is excited about something. Balanced meals and regular sleep protect its energy. Games and sports that challenge both body and mind suit it well.',
    love: 'Fun-loving and affectionate, the Monkey needs a partner who can keep up with it. The Rat, the Dragon and the Snake are traditionally its best matches; the Tiger’s pride can lead to competition.',
    color: 'White, Blue, Gold',
    number: '4, 9',
    daily:
      'Your quick thinking solves a problem others are stuck on. Enjoy the credit, then finish the follow-up properly. A funny message from a friend brightens the evening.',
    weekly:
      'A busy, inventive week. A new tool or method you try at work saves time. Resist the urge to start a new hobby before finishing the last one. Money is steady; a small windfall is possible at the end of the week.',
    monthly:
      'The Monkey’s month is rich in ideas and opportunities. The first half is favourable for learning, negotiating and presenting. In the second half, focus on follow-through: the projects you complete this month will bring rewards later. A family member may need your practical help.\n\nA brass bell or metal wind chime in the west of the home supports the Monkey’s luck this month.',
  },
  rooster: {
    name: 'Rooster',
    overview:
      'Confident, hardworking and observant, the Rooster is the perfectionist of the zodiac. People born in Rooster years are punctual, organised and proud of doing things well. They speak their mind honestly, and they dress the part.\n\nThe Rooster can be critical of itself and others, and sometimes misses the forest for the trees. Its reliability and courage, however, make it a valuable friend and colleague.',
    career:
      'Roosters excel in accounting, administration, the military, surgery, journalism and any role that requires precision. They are excellent organisers and planners. Public-facing roles suit them, as they enjoy being seen at their best.',
    health:
      'Generally healthy and disciplined, the Rooster can suffer from stress caused by perfectionism. Regular exercise, early nights, and allowing some things to be good enough keep it well.',
    love: 'Loyal and protective, the Rooster shows love through care and attention to detail. The Ox, the Snake and the Dragon are traditionally its best partners; the Rabbit’s sensitivity can clash with its frankness.',
    color: 'Gold, Brown, Yellow',
    number: '5, 7, 8',
    daily:
      'Your attention to detail catches a mistake before it costs anything. Be gentle when you point it out. A good day to tidy your desk and your inbox.',
    weekly:
      'An organised, productive week. Plans made early pay off by Thursday. Someone close to you needs encouragement rather than advice; listen first. A small reward for yourself at the weekend is well deserved.',
    monthly:
      'The Rooster’s month favours order and achievement. Early in the month, a clear plan wins you the support of a decision-maker. Mid-month, avoid taking criticism too personally; it is about the work, not about you. Finances improve towards the end of the month.\n\nKeep the west of your home uncluttered and add a touch of gold or white to support the month’s success.',
  },
  dog: {
    name: 'Dog',
    overview:
      'Loyal, honest and fair, the Dog is the guardian of the zodiac. People born in Dog years are dependable friends who stand up for what is right and protect those they love. They value sincerity above charm.\n\nThe Dog can worry and be suspicious of people it does not know well, and may take injustice to heart. Its integrity and warmth make it one of the most trusted of the twelve animals.',
    career:
      'Dogs do well in law, medicine, social work, teaching, the police, human resources and any role that serves others. They are conscientious and reliable, and they work best where they believe in the mission.',
    health:
      'The Dog’s health is sensitive to worry. Regular exercise, time outdoors and the company of friends help it let go of anxiety. It should not skip meals when busy.',
    love: 'Faithful and sincere, the Dog seeks a partner it can trust completely. The Tiger, the Rabbit and the Horse are traditionally its best matches; the Dragon’s grandness can make it wary.',
    color: 'Red, Green, Purple',
    number: '3, 4, 9',
    daily:
      'Someone asks for your help; give it, but set a limit on your time. An honest conversation clears the air. Rest early tonight.',
    weekly:
      'A week in which your fairness is noticed. A disagreement at work is resolved thanks to your calm approach. Take time for a friend who has been quiet lately. Money is stable; avoid lending without a clear agreement.',
    monthly:
      'The Dog’s month brings steady progress and warm relationships. A long-standing effort at work finally receives recognition. Mid-month is a good time for home improvements and family plans. Keep worries in proportion: most of what you fear this month will not happen.\n\nA healthy plant or fresh flowers in the east of your home support health and family harmony.',
  },
  pig: {
    name: 'Pig',
    overview:
      'The last of the twelve animals, the Pig is generous, good-natured and sincere. People born in Pig years enjoy life’s pleasures, from good food to good company, and share them freely. They are tolerant, honest and slow to judge.\n\nThe Pig can be too trusting and sometimes indulgent. Its kindness and optimism, though, attract luck and loyal friends throughout life.',
    career:
      'Pigs thrive in hospitality, food, the arts, healthcare, charity and any role that brings people together. They are diligent when they believe in their work and are well liked by colleagues. Money tends to come to them, as long as they plan for it.',
    health:
      'The Pig enjoys food and comfort, so moderation is its main health lesson. Regular exercise it enjoys, such as dancing or swimming, keeps it fit. Stress is rarely its problem; overindulgence is.',
    love: 'Warm and devoted, the Pig gives its whole heart. The Rabbit, the Goat and the Tiger are traditionally its best matches; the Snake’s secrecy can leave it feeling shut out.',
    color: 'Yellow, Grey, Brown, Gold',
    number: '2, 5, 8',
    daily:
      'A good day for sharing: a meal, an idea, a word of thanks. Read the small print before signing anything. The evening is ideal for rest at home.',
    weekly:
      'A pleasant, sociable week. A gathering with friends or family brings good news. At work, steady effort beats quick fixes. Keep an eye on spending on food and treats; a budget now means more freedom later.',
    monthly:
      'The Pig’s month is generous. Opportunities come through friends and community, so say yes to invitations. Mid-month, a practical decision about money or property benefits from careful comparison. The last week favours romance, creativity and rest.\n\nA bowl of round fruit or a prosperity bowl in the southeast of your home supports the month’s abundance.',
  },
};
