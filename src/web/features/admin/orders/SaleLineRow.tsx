// One line of the sale being recorded: its item and price, its colour choice, its quantity, its total and what the server said of it.
import { Trash2 } from 'lucide-react';
import { ORDER_LIMITS } from '#contract/order.js';
import { ColorSwatch } from '#web/components/ui/ColorSwatch.js';
import { QuantityStepper } from '#web/components/ui/QuantityStepper.js';
import { formatMoney } from '#web/shop/money.js';
import { useAdminText } from '../i18n/context.js';
import { Isolate } from '../list/Isolate.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { saleLineKey, saleLineTotal, type SaleLine } from './sale-lines.js';

/** A line's name as its controls are labelled: the item, and the colour once chosen. */
function lineLabel(line: SaleLine): string {
  const colour = line.colors.find((color) => color.hexCode.toUpperCase() === line.colorHex);
  return colour ? `${line.name} (${colour.name})` : line.name;
}

interface SaleLineRowProps {
  line: SaleLine;
  problem: string | undefined;
  colourMissing: boolean;
  disabled: boolean;
  onColour: (hex: string) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function SaleLineRow({ line, problem, colourMissing, disabled, onColour, onQuantity, onRemove }: SaleLineRowProps) {
  const text = useAdminText().sale;
  const label = lineLabel(line);
  const key = saleLineKey(line);
  return (
    <li
      data-line={key}
      tabIndex={-1}
      data-problem={problem ? 'true' : undefined}
      className={`flex flex-col gap-2 rounded-xl border p-3 outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${problem || colourMissing ? 'border-red-300 bg-red-50/40' : 'border-brand-100'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-ink">
            <Isolate>{line.name}</Isolate>
            {line.kind === 'offer' ? <span className="ms-2 text-xs font-normal text-muted">{text.offer}</span> : null}
          </p>
          <p className="text-xs text-muted tabular-nums">{text.each(formatMoney(line.unitPrice))}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={text.remove(label)}
          className="-me-2 -mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {line.colors.length > 0 ? (
        <ChoiceGroup
          legend={text.colour(line.name)}
          legendHidden
          options={line.colors.map((color) => ({
            value: color.hexCode.toUpperCase(),
            // The server decides what is left; a colour shown sold out can still be chosen.
            label: (
              <>
                <span aria-hidden="true" className="inline-flex">
                  <ColorSwatch name={color.name} hexCode={color.hexCode} crossedOut={color.soldOut} />
                </span>
                <Isolate>{color.name}</Isolate>
              </>
            ),
            ...(color.soldOut ? { hint: text.problems.soldOut } : color.left !== null ? { hint: text.problems.onlyLeft(color.left) } : {}),
          }))}
          value={line.colorHex}
          onChange={onColour}
          error={colourMissing ? text.chooseColour : undefined}
          disabled={disabled}
        />
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <QuantityStepper
          value={line.quantity}
          onDecrease={() => onQuantity(Math.max(1, line.quantity - 1))}
          onIncrease={() => onQuantity(Math.min(ORDER_LIMITS.quantityMax, line.quantity + 1))}
          max={ORDER_LIMITS.quantityMax}
          label={text.quantityOf(label)}
        />
        <p className="font-semibold text-ink tabular-nums">{formatMoney(saleLineTotal(line))}</p>
      </div>
      {problem ? (
        <p className="text-sm">
          <span className="inline-flex rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 ring-1 ring-red-200">{problem}</span>
        </p>
      ) : null}
    </li>
  );
}
