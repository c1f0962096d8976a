import { type BaziChart, type BaziPillarPosition, type BaziStem, elementLabel } from '@fengshui/shared/bazi';
import { ELEMENT_STYLES } from './element-styles.ts';

const COLUMN_NAMES: Record<BaziPillarPosition, string> = {
  hour: 'Hour',
  day: 'Day',
  month: 'Month',
  year: 'Year',
};

function CharacterTile({
  character,
  caption,
  highlight = false,
}: {
  character: BaziStem & { animal?: string };
  caption?: string;
  highlight?: boolean;
}) {
  const style = ELEMENT_STYLES[character.element];
  return (
    <div
      className={`flex h-full flex-col items-center rounded-xl border-2 px-1 py-2 text-center ${style.tile} ${
        highlight ? 'ring-2 ring-gold-500 ring-offset-2 ring-offset-white' : ''
      }`}
    >
      <span lang="zh" className={`text-3xl leading-tight font-semibold sm:text-4xl ${style.text}`}>
        {character.character}
      </span>
      <span className="text-sm font-medium text-stone-800">{character.pinyin}</span>
      <span className={`text-[11px] leading-tight font-semibold sm:text-xs ${style.text}`}>
        {elementLabel(character)}
      </span>
      {character.animal && <span className="text-[11px] text-stone-600 sm:text-xs">{character.animal}</span>}
      {caption && (
        <span className="mt-1 rounded-full bg-gold-300 px-1.5 text-[10px] leading-4 font-semibold whitespace-nowrap text-ink">
          {caption}
        </span>
      )}
    </div>
  );
}

/**
 * The four pillars as a real table (columns Hour, Day, Month, Year; rows stem, branch, hidden stems),
 * so screen readers announce each character with its pillar and row.
 */
export function PillarsTable({ chart }: { chart: BaziChart }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed border-separate border-spacing-1 sm:border-spacing-2">
        <caption className="sr-only">
          Your four pillars, in the traditional order from the hour pillar to the year pillar
        </caption>
        <thead>
          <tr>
            <td className="w-16 sm:w-28" />
            {chart.pillars.map((pillar) => (
              <th
                key={pillar.position}
                scope="col"
                className="pb-1 text-xs font-semibold tracking-wider text-stone-600 uppercase sm:text-sm"
              >
                {COLUMN_NAMES[pillar.position]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="text-left align-middle text-xs font-medium text-stone-600 sm:text-sm">
              Heavenly stem
            </th>
            {chart.pillars.map((pillar) => (
              <td key={pillar.position} className="align-top">
                <CharacterTile
                  character={pillar.stem}
                  highlight={pillar.position === 'day'}
                  caption={pillar.position === 'day' ? 'Day master' : undefined}
                />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="text-left align-middle text-xs font-medium text-stone-600 sm:text-sm">
              Earthly branch
            </th>
            {chart.pillars.map((pillar) => (
              <td key={pillar.position} className="align-top">
                <CharacterTile character={pillar.branch} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="text-left align-middle text-xs font-medium text-stone-600 sm:text-sm">
              Hidden stems
            </th>
            {chart.pillars.map((pillar) => (
              <td key={pillar.position} className="text-center align-top">
                <ul className="flex flex-wrap justify-center gap-x-1.5 gap-y-0.5">
                  {pillar.hiddenStems.map((stem) => (
                    <li key={stem.character} className={`text-sm ${ELEMENT_STYLES[stem.element].text}`}>
                      <span lang="zh" className="font-semibold">
                        {stem.character}
                      </span>
                      <span className="sr-only">
                        {' '}
                        {stem.pinyin}, {elementLabel(stem)}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
