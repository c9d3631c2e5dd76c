import type { BrandStyle } from './brands.ts';
import classes from '../venue-detail.module.css';

function Mark({ mark }: { mark: NonNullable<BrandStyle['mark']> }) {
  if (mark === 'elo') {
    return (
      <svg width="18" height="8" viewBox="0 0 18 8" aria-hidden focusable="false" className={classes.brandMark}>
        <circle cx="3" cy="4" r="3" fill="#ffcb05" />
        <circle cx="9" cy="4" r="3" fill="#00a4e0" />
        <circle cx="15" cy="4" r="3" fill="#ef4123" />
      </svg>
    );
  }
  const [left, right] = mark === 'mastercard' ? ['#eb001b', '#f79e1b'] : ['#eb001b', '#00a2e5'];
  return (
    <svg width="26" height="16" viewBox="0 0 26 16" aria-hidden focusable="false" className={classes.brandMark}>
      <circle cx="8" cy="8" r="8" fill={left} />
      <circle cx="18" cy="8" r="8" fill={right} fillOpacity="0.9" />
    </svg>
  );
}

/** A card-shaped badge with the brand's wordmark (drawn here, no third-party logos). */
export function BrandBadge({ brand }: { brand: BrandStyle }) {
  return (
    <span
      className={classes.brandBadge}
      style={{
        background: brand.background,
        color: brand.color,
        borderColor: brand.border ?? brand.background,
        fontStyle: brand.italic ? 'italic' : undefined,
      }}
    >
      {brand.mark ? <Mark mark={brand.mark} /> : null}
      <span>{brand.label}</span>
    </span>
  );
}
