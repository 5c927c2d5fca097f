import { Check } from 'lucide-react';
import { cn } from '../../../ui/cn.ts';
import { Modal } from '../../../ui/Modal.tsx';
import { Marker } from '../board/Marker.tsx';
import { ACCENT_HEX, BACKGROUND_THEMES, MARKER_COLORS, MARKER_STYLES } from '../board/theme.ts';

export interface CardLook {
  markerStyle: string;
  markerColor: string;
  accentColor: string;
  backgroundTheme: string;
}

interface CardLookModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  look: CardLook;
  onChange: (patch: Partial<CardLook>) => void;
}

function Choice({
  selected,
  label,
  onClick,
  children,
}: {
  selected: boolean;
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'relative grid size-12 place-items-center rounded-xl bg-white ring-1 ring-slate-200',
        selected && 'ring-3 ring-slate-900',
      )}
    >
      {children}
      {selected ? (
        <Check
          aria-hidden="true"
          className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-slate-900 p-0.5 text-white"
        />
      ) : null}
    </button>
  );
}

/** The player's own look of the card (spec §3 userGameSettings): marker, colour, accent and theme. */
export function CardLookModal({ open, onOpenChange, look, onChange }: CardLookModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Card style"
      testId="card-look-modal"
      className="max-w-md"
    >
      <div className="mt-5 flex flex-col gap-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Marker</legend>
          <div className="flex flex-wrap gap-2">
            {MARKER_STYLES.map((m) => (
              <Choice
                key={m.value}
                label={m.label}
                selected={look.markerStyle === m.value}
                onClick={() => onChange({ markerStyle: m.value })}
              >
                <span className="relative size-8">
                  <Marker style={m.value} color={look.markerColor} />
                </span>
              </Choice>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Marker colour</legend>
          <div className="flex flex-wrap gap-2">
            {MARKER_COLORS.map((c) => (
              <Choice
                key={c}
                label={`Colour ${c}`}
                selected={look.markerColor === c}
                onClick={() => onChange({ markerColor: c })}
              >
                <span className="size-7 rounded-full" style={{ backgroundColor: c }} />
              </Choice>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Accent</legend>
          <div className="flex flex-wrap gap-2">
            {Object.entries(ACCENT_HEX).map(([name, hex]) => (
              <Choice
                key={name}
                label={name}
                selected={look.accentColor === name}
                onClick={() => onChange({ accentColor: name })}
              >
                <span className="size-7 rounded-lg" style={{ backgroundColor: hex }} />
              </Choice>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">Background</legend>
          <div className="flex flex-wrap gap-2">
            {BACKGROUND_THEMES.map((t) => (
              <Choice
                key={t.value}
                label={t.label}
                selected={look.backgroundTheme === t.value}
                onClick={() => onChange({ backgroundTheme: t.value })}
              >
                <span className="size-8 rounded-lg ring-1 ring-slate-200" style={{ background: t.page }} />
              </Choice>
            ))}
          </div>
        </fieldset>
      </div>
    </Modal>
  );
}
