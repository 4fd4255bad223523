import { STOCK_LIMITS } from '#contract/constants.js';
import { FieldShell, inputClass } from '../form/Field.js';
import { Switch } from '../form/Switch.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import type { ItemStockState } from './use-item-stock.js';

interface StockFieldsProps {
  stock: ItemStockState;
  /** The item's colours: a count beside each; none means one count for the item. */
  colors: Array<{ name: string; hexCode: string }>;
  error?: string | undefined;
  disabled?: boolean;
}

function CountInput({
  label,
  value,
  onChange,
  disabled,
  swatch,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
  swatch?: string;
}) {
  return (
    <FieldShell label={label}>
      {({ id, describedBy, invalid }) => (
        <div className="flex items-center gap-2">
          {swatch ? (
            <span aria-hidden="true" className="size-5 shrink-0 rounded-full border border-ink/10" style={{ backgroundColor: swatch }} />
          ) : null}
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={0}
            max={STOCK_LIMITS.countMax}
            step={1}
            value={value}
            placeholder="0"
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            className={inputClass.replace('w-full', 'w-28')}
          />
        </div>
      )}
    </FieldShell>
  );
}

/** "Track stock" and the counts of an item, one per colour when it has colours. */
export function StockFields({ stock, colors, error, disabled }: StockFieldsProps) {
  const text = useAdminText().stock;
  const serverMessage = useServerMessage();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-brand-100 p-3" disabled={disabled || stock.loading}>
      <legend className="sr-only">{text.track}</legend>
      <Switch
        label={text.track}
        hint={text.trackHint}
        checked={stock.track}
        onCheckedChange={stock.setTrack}
        disabled={disabled || stock.loading}
      />
      {stock.loading ? <p className="text-sm text-muted">{text.loading}</p> : null}
      {stock.failed ? <p className="text-sm text-red-700">{text.loadFailedKept}</p> : null}
      {stock.track && !stock.loading && !stock.failed ? (
        <div className="flex flex-col gap-3">
          {colors.length > 0 ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {colors.map((color) => (
                <CountInput
                  key={color.hexCode}
                  label={text.countOf(color.name)}
                  swatch={color.hexCode}
                  value={stock.countOf(color.hexCode)}
                  onChange={(value) => stock.setCount(color.hexCode, value)}
                  disabled={disabled}
                />
              ))}
            </div>
          ) : (
            <CountInput
              label={text.count}
              value={stock.countOf(null)}
              onChange={(value) => stock.setCount(null, value)}
              disabled={disabled}
            />
          )}
          <p className="text-xs text-muted">{text.countHint}</p>
        </div>
      ) : null}
      {error ? <p className="text-sm text-red-700">{serverMessage(error)}</p> : null}
    </fieldset>
  );
}
