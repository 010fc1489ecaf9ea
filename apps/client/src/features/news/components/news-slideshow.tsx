import { useCallback, useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router-dom';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { initialSlideshow, SLIDE_INTERVAL_MS, slideshowReducer } from '../lib/slideshow';
import { newsTexts } from '../texts';
import { SlideArt } from './slide-art';
import styles from './news-slideshow.module.css';

const t = newsTexts.slideshow;
const SLIDES = newsTexts.slides;
const reducer = slideshowReducer(SLIDES.length);

/**
 * AKTUALNOŚCI: three static slides (league, cup, winter cup), auto-advance every 7500 ms,
 * click a dot to jump, 500 ms lock between changes. Hover or focus pauses it, and so does the
 * pause button (WCAG 2.2.2); with reduced motion asked for it never advances by itself and
 * the slides change without a transition (the stylesheet's media query).
 */
export function NewsSlideshow({ leagueHref, cupHref }: { leagueHref: string; cupHref: string }) {
  const [state, dispatch] = useReducer(reducer, initialSlideshow);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const still = useReducedMotion();
  const paused = hovered || focused || stopped || still;

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(
      () => dispatch({ type: 'next', now: Date.now() }),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [paused, state.index]);

  const goTo = useCallback((index: number) => dispatch({ type: 'go', index, now: Date.now() }), []);
  const hrefs = [leagueHref, cupHref, cupHref];

  return (
    <section
      className={styles.slideshow}
      aria-roledescription={t.roleDescription}
      aria-label={t.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        {SLIDES.map((slide, index) => (
          <article
            key={slide.theme}
            className={`${styles.slide} ${styles[slide.theme]} ${index === state.index ? styles.current : ''}`}
            aria-roledescription={t.slideRoleDescription}
            aria-label={t.slideOf(index + 1, SLIDES.length)}
            aria-hidden={index !== state.index}
            inert={index !== state.index}
          >
            <div className={styles.art}>
              <SlideArt theme={slide.theme} />
            </div>
            <div className={styles.content}>
              <p className={styles.eyebrow}>{slide.eyebrow}</p>
              <h3 className={styles.title}>{slide.title}</h3>
              <p className={styles.text}>{slide.text}</p>
              <Link to={hrefs[index]} className="btn btn-primary">
                {slide.cta}
              </Link>
            </div>
          </article>
        ))}
      </div>
      <div className={styles.controls}>
        <div className={styles.dots}>
          {SLIDES.map((slide, index) => (
            <button
              key={slide.theme}
              type="button"
              className={`${styles.dot} ${index === state.index ? styles.dotActive : ''}`}
              aria-label={t.goTo(index + 1, slide.eyebrow)}
              aria-current={index === state.index ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span className={styles.dotLabel}>{slide.eyebrow}</span>
              {index === state.index && !paused && (
                <span
                  key={state.index}
                  data-testid="slide-progress"
                  className={styles.progress}
                  style={{ animationDuration: `${SLIDE_INTERVAL_MS}ms` }}
                />
              )}
            </button>
          ))}
        </div>
        {!still && (
          <button
            type="button"
            className={styles.pause}
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? t.play : t.pause}
          </button>
        )}
      </div>
    </section>
  );
}
