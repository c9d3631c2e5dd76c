/** Pix's and PicPay's marks, drawn here (no third-party logos). */

export function PixMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden focusable="false">
      <rect x="4.2" y="4.2" width="13.6" height="13.6" rx="3" transform="rotate(45 11 11)" fill="#32bcad" />
      <rect x="8.4" y="8.4" width="5.2" height="5.2" rx="1" transform="rotate(45 11 11)" fill="#ffffff" />
    </svg>
  );
}

export function PicPayMark() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden focusable="false">
      <circle cx="11" cy="11" r="11" fill="#11c76f" />
      <path d="M8 6h4.2a3.3 3.3 0 0 1 0 6.6H10.3V16H8z M10.3 8v2.6h1.8a1.3 1.3 0 0 0 0-2.6z" fill="#ffffff" />
    </svg>
  );
}
