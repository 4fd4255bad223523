import type { ActivityEntry } from '#contract/activity.js';
import type { AdminCatalogue } from '../i18n/messages.js';
import { isolateText } from '../list/Isolate.js';

type ActivityText = AdminCatalogue['text']['activity'];

const isStatus = (action: string): action is 'confirmed' | 'delivered' | 'cancelled' =>
  action === 'confirmed' || action === 'delivered' || action === 'cancelled';
const isItemChange = (action: string): action is 'created' | 'updated' | 'deleted' =>
  action === 'created' || action === 'updated' || action === 'deleted';

/**
 * A record as a sentence in the panel's language ("Rima confirmed order BB-12345"), what was typed
 * (names, references) isolated so it keeps its own direction. A record the sentences do not cover
 * still says who, the kind and what it was about.
 */
export function activitySentence(entry: ActivityEntry, text: ActivityText): string {
  const who = isolateText(entry.person.name);
  const subject = isolateText(entry.subject.label);
  const { kind, action, detail } = entry;
  switch (kind) {
    case 'order':
      if (isStatus(action)) return text.order[action](who, subject);
      if (action === 'messaged' && detail.status) return text.order.messaged(who, subject, text.statusWords[detail.status]);
      if (action === 'linkRenewed') return text.order.linkRenewed(who, subject);
      break;
    case 'sale':
      if (action === 'created') return text.saleRecorded(who, subject);
      break;
    case 'stock':
      if (action === 'countSet' && detail.from !== undefined && detail.to !== undefined) {
        const item = detail.color ? text.itemColour(subject, isolateText(detail.color)) : subject;
        return text.countSet(who, item, detail.from, detail.to);
      }
      break;
    case 'product':
    case 'offer':
    case 'category':
      if (isItemChange(action)) return text[kind][action](who, subject);
      break;
    case 'carousel':
      if (action === 'created' || action === 'deleted') return text.carousel[action](who);
      break;
    case 'settings':
      if (action === 'updated') return text.settingsUpdated(who);
      break;
    case 'message':
      if (action === 'deleted') return text.messageDeleted(who, subject);
      break;
    case 'photo':
      if (action === 'created') return text.photoUploaded(who);
      break;
    case 'code':
      if (isItemChange(action) || action === 'switchedOff' || action === 'switchedOn') return text.code[action](who, subject);
      break;
    case 'account':
      if ((action === 'created' || action === 'roleChanged') && detail.role) {
        return text.account[action](who, subject, text.roleWords[detail.role]);
      }
      if (
        action === 'updated' ||
        action === 'passwordReset' ||
        action === 'switchedOff' ||
        action === 'switchedOn' ||
        action === 'sessionEnded'
      ) {
        return text.account[action](who, subject);
      }
      if (action === 'passwordChanged') return text.account.passwordChanged(who);
      break;
  }
  return text.other(who, text.kinds[kind], subject);
}
