import {
  type CardPayload,
  cardsPerPageChoices,
  type LineUniqueness,
  MAX_PRINT_CARDS,
  MAX_PRINT_FONT_SIZE,
  MIN_PRINT_FONT_SIZE,
  PRINT_PAGE_SIZE_NAMES,
  type PrintOptions,
  type PrintPageSize,
} from '@bingo/core';
import { SegmentedField } from '../../ui/fields/SegmentedField.tsx';
import { SliderField } from '../../ui/fields/SliderField.tsx';
import { SwitchField } from '../../ui/fields/SwitchField.tsx';
import { TextField } from '../../ui/fields/TextField.tsx';

interface PrintFormProps {
  card: CardPayload;
  options: PrintOptions;
  onChange: (patch: Partial<PrintOptions>) => void;
  uniqueness: LineUniqueness;
}

const SIZE_LABELS: Record<PrintPageSize, string> = { A5: 'A5', A4: 'A4', Letter: 'Letter' };

/** The print settings of spec §2: page size, how many cards, cards per page and the switches. */
export function PrintForm({ card, options, onChange, uniqueness }: PrintFormProps) {
  const perPage = cardsPerPageChoices(options.pageSize, card);
  const strips = perPage[0] === 6;
  return (
    <div className="space-y-5">
      <SegmentedField
        label="Page size"
        value={options.pageSize}
        testId="print-page-size"
        options={PRINT_PAGE_SIZE_NAMES.map((size) => ({ value: size, label: SIZE_LABELS[size] }))}
        onValueChange={(pageSize) => onChange({ pageSize })}
      />
      <TextField
        label={strips ? 'How many tickets (strips of six)' : 'How many cards'}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PRINT_CARDS}
        value={String(options.count)}
        data-testid="print-count"
        hint={`1 to ${MAX_PRINT_CARDS.toLocaleString('en')} in one file; every card is different.`}
        onValueChange={(value) => {
          const count = Math.round(Number(value));
          if (Number.isFinite(count)) onChange({ count: Math.min(MAX_PRINT_CARDS, Math.max(1, count)) });
        }}
      />
      {perPage.length > 1 ? (
        <SegmentedField
          label="Cards per page"
          value={String(options.cardsPerPage)}
          testId="print-per-page"
          options={perPage.map((n) => ({ value: String(n), label: String(n) }))}
          onValueChange={(value) => onChange({ cardsPerPage: Number(value) as 1 | 2 | 4 })}
        />
      ) : (
        <p className="text-xs text-slate-500">
          {strips
            ? 'A strip of six tickets fills each page.'
            : `${options.pageSize} holds one card per page.`}
        </p>
      )}
      {uniqueness.guaranteed ? null : (
        <p
          role="status"
          data-testid="pool-warning"
          className="rounded-xl bg-amber-50 p-3 text-xs text-amber-900 ring-1 ring-amber-200"
        >
          Every card will be different, but this card's pool is too small to keep every row, column and
          diagonal unique across {options.count} cards
          {uniqueness.maxCards > 1 ? ` (it can for up to ${uniqueness.maxCards})` : ''}. Add more items, or
          print fewer cards, to avoid several winners on one call.
        </p>
      )}
      <fieldset className="space-y-1 border-t border-slate-100 pt-4">
        <legend className="sr-only">Print settings</legend>
        <SwitchField
          label="Include caller pages"
          description="The call list as a checklist"
          checked={options.includeCallerPages}
          onCheckedChange={(includeCallerPages) => onChange({ includeCallerPages })}
        />
        <SwitchField
          label="Show page numbers"
          checked={options.showPageNumbers}
          onCheckedChange={(showPageNumbers) => onChange({ showPageNumbers })}
        />
        <SwitchField
          label="Human bingo"
          description="“Find someone who…” squares with a line for a name"
          checked={options.humanBingo}
          onCheckedChange={(humanBingo) => onChange({ humanBingo })}
        />
        <SwitchField
          label="Limit calls"
          description="Caller pages list a fixed draw of this many calls"
          checked={options.limitCalls}
          onCheckedChange={(limitCalls) => onChange({ limitCalls })}
        />
        {options.limitCalls ? (
          <TextField
            label="Number of calls"
            type="number"
            min={1}
            value={String(options.limitCallsValue)}
            onValueChange={(value) => {
              const n = Math.round(Number(value));
              if (Number.isFinite(n) && n >= 1) onChange({ limitCallsValue: Math.min(1000, n) });
            }}
          />
        ) : null}
        <SwitchField
          label="Show image captions"
          checked={options.showCaptions}
          onCheckedChange={(showCaptions) => onChange({ showCaptions })}
        />
      </fieldset>
      <SliderField
        label="Maximum print font size"
        value={options.maxFontSize}
        min={MIN_PRINT_FONT_SIZE}
        max={MAX_PRINT_FONT_SIZE}
        onValueChange={(maxFontSize) => onChange({ maxFontSize })}
        format={(v) => `${v} pt`}
      />
    </div>
  );
}
