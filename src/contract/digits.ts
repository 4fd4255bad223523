// Numbers as people type them: an Arabic keyboard on a phone types Arabic-Indic digits (٠–٩), a
// Persian one Extended Arabic-Indic digits (۰–۹). The shop reads both as 0–9 wherever a number is typed.

/** Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** The two blocks are 0x90 apart, so one subtraction and a remainder give the digit's value in both. */
const westernDigit = (digit: string): string => String((digit.charCodeAt(0) - 0x0660) % 0x90);

/** The text with Arabic-Indic and Extended Arabic-Indic digits as 0–9, everything else as it is. */
export const westernDigits = (text: string): string => text.replace(EASTERN_DIGITS, westernDigit);

/** A number typed in Arabic: its digits as 0–9, the Arabic decimal separator (٫) as a point and its thousands separator (٬) as a comma. */
export const westernNumber = (text: string): string =>
  westernDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
