import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLocation } from 'wouter';
import { FLOATING_BUTTON } from '../config/ui.js';
import { useMessages } from '#web/i18n/context.js';
import { useShopConfig, useShopText } from '../shop/shop-config.js';
import { whatsappLink } from '../shop/whatsapp-link.js';

const { sizePx: SIZE, hiddenFractionAtSnap, dragThresholdPx, startBottomPx, startRightPx } = FLOATING_BUTTON;

interface Position {
  left: number;
  top: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Keeps the whole button inside the viewport while it is dragged. */
function clampToViewport({ left, top }: Position): Position {
  return {
    left: clamp(left, 0, Math.max(0, window.innerWidth - SIZE)),
    top: clamp(top, 0, Math.max(0, window.innerHeight - SIZE)),
  };
}

/** On release: the nearest side, with 20% of the button tucked out of view. */
function snapToEdge(position: Position): Position {
  const { top } = clampToViewport(position);
  const hidden = SIZE * hiddenFractionAtSnap;
  const centre = position.left + SIZE / 2;
  const left = centre < window.innerWidth / 2 ? -hidden : window.innerWidth - SIZE + hidden;
  return { left, top };
}

/**
 * The draggable WhatsApp chat button (mouse and touch through pointer events). Positions are physical
 * pixels because they follow the pointer; until first dragged it sits 120 px from the bottom and 25 px
 * from the right. While a control or a marked figure of the page is under it, it tucks into its edge, so
 * the page's own controls are never hidden behind it (unless it has the keyboard's focus itself).
 */
export function FloatingWhatsAppButton() {
  const messages = useMessages();
  const shop = useShopConfig();
  const greeting = useShopText().whatsappGreeting;
  const [position, setPosition] = useState<Position | null>(null);
  const [dragging, setDragging] = useState(false);
  /** How far it is slid into its edge, away from the page's controls; 0 where none is under it. */
  const [tuck, setTuck] = useState(0);
  const [focusShown, setFocusShown] = useState(false);
  const [pathname] = useLocation();
  const link = useRef<HTMLAnchorElement>(null);
  const drag = useRef<{ pointerX: number; pointerY: number; start: Position; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    const onResize = () => setPosition((current) => (current ? snapToEdge(current) : current));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // What lies under it where it rests, looked at as the page scrolls, resizes or grows, on each page and
  // wherever it was dropped: a fresh page may open with a control under it. The watch is a chunk of its
  // own, fetched once the page has started, so the first load does not carry it.
  useEffect(() => {
    const button = link.current;
    if (dragging || !button) return;
    let current = true;
    let stop: (() => void) | undefined;
    void import('./floating-button-clearance.js').then(({ watchUnderneath }) => {
      if (current) stop = watchUnderneath(button, position, setTuck);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [position, dragging, pathname]);

  const onPointerDown = (event: PointerEvent<HTMLAnchorElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, start: { left: rect.left, top: rect.top }, moved: false };
    suppressClick.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLAnchorElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.pointerX;
    const dy = event.clientY - current.pointerY;
    if (!current.moved && Math.hypot(dx, dy) <= dragThresholdPx) return;
    if (!current.moved) {
      current.moved = true;
      setDragging(true);
      // Where it lands is looked at anew.
      setTuck(0);
    }
    setPosition(clampToViewport({ left: current.start.left + dx, top: current.start.top + dy }));
  };

  const onPointerEnd = (event: PointerEvent<HTMLAnchorElement>) => {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    suppressClick.current = true;
    setDragging(false);
    setPosition(
      snapToEdge({
        left: current.start.left + event.clientX - current.pointerX,
        top: current.start.top + event.clientY - current.pointerY,
      }),
    );
  };

  const style = position ? { left: position.left, top: position.top } : { right: startRightPx, bottom: startBottomPx };
  // A transform, so that the page does not count the slide as a shift of its layout.
  const transform = tuck && !dragging && !focusShown ? `translateX(${tuck}px)` : undefined;

  // In a landmark of its own, like every other part of the page. z-30 is the bars' layer: coming after
  // them in the page, the button is drawn over them, and under a dialog's backdrop (z-40) and panel (z-50).
  return (
    <aside aria-label={messages.whatsapp.chatButton}>
      <a
        ref={link}
        href={whatsappLink(shop.whatsappNumber, greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={messages.whatsapp.chatButton}
        title={messages.whatsapp.chatButton}
        draggable={false}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        // Reached with the keyboard, it comes out of its edge in full, its focus ring with it.
        onFocus={(event) => setFocusShown(event.currentTarget.matches(':focus-visible'))}
        onBlur={() => setFocusShown(false)}
        onClick={(event) => {
          // A drag of more than 5 px is a move, not a click.
          if (suppressClick.current) {
            event.preventDefault();
            suppressClick.current = false;
          }
        }}
        style={{ ...style, transform, width: SIZE, height: SIZE }}
        className={`fixed z-30 flex touch-none items-center justify-center rounded-full bg-[#128c7e] text-white shadow-lg shadow-black/20 select-none hover:bg-[#0f7a6d] ${
          dragging
            ? 'cursor-grabbing'
            : 'cursor-pointer transition-[left,top,transform] duration-300 ease-out motion-reduce:transition-none'
        }`}
      >
        <MessageCircle aria-hidden="true" className="size-7" />
      </a>
    </aside>
  );
}
