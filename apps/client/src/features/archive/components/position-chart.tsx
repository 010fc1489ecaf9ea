import type { PositionByRoundDto } from '@liga/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { ACCENT, lineColor } from '../lib/chart-colors';
import { archiveTexts } from '../texts';
import styles from './position-chart.module.css';

const t = archiveTexts.chart;
const HEIGHT = 280;

interface PositionChartProps {
  data: PositionByRoundDto;
  /** Teams drawn thick in the accent colour (the viewer's, the page's). */
  highlight: readonly string[];
}

/**
 * The position after every round as lines (1 at the top), drawn with uPlot on a canvas: about
 * 20 KiB gzip, loaded only with this chunk. Lines toggle from the legend; the table beside the
 * chart (visually hidden) says the same for screen readers.
 */
export default function PositionChart({ data, highlight }: PositionChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const muted = style.getPropertyValue('--color-text-muted').trim() || '#a9b4c8';
    const grid = style.getPropertyValue('--color-border').trim() || '#26314a';
    const rounds = data.rounds.map((r) => r.round);
    const teams = Math.max(data.teamsCount, 1);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        scales: {
          x: { time: false, range: [Math.min(...rounds, 1), Math.max(...rounds, 2)] },
          y: { range: [0.5, teams + 0.5], dir: -1 },
        },
        axes: [
          {
            stroke: muted,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            label: t.rounds,
            incrs: [1, 2, 5, 10],
            values: (_u, splits) => splits.map((v) => String(v)),
          },
          {
            stroke: muted,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            label: t.position,
            splits: () => Array.from({ length: teams }, (_, i) => i + 1),
            values: (_u, splits) => splits.map((v) => `${v}.`),
            size: 40,
          },
        ],
        legend: { live: true },
        cursor: { points: { size: 8 } },
        series: [
          { label: t.round, value: (_u, v) => (v === null ? '—' : t.roundValue(v)) },
          ...data.teams.map((team, i) => {
            const strong = highlight.includes(team.id);
            return {
              label: team.name,
              stroke: strong ? ACCENT : lineColor(i),
              width: strong ? 3.5 : 1.75,
              points: { show: data.rounds.length <= 40, size: strong ? 6 : 4 },
              value: (_u: uPlot, v: number | null) => (v === null ? '—' : `${v}.`),
            };
          }),
        ],
      },
      [rounds, ...data.teams.map((team) => team.positions)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, highlight]);

  return (
    <>
      <div ref={box} className={styles.chart} role="img" aria-label={t.label(data.leagueName)} />
      {/* a table is as wide as its cells whatever its own width: hide it inside a box */}
      <div className="visually-hidden">
        <table>
          <caption>{t.label(data.leagueName)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.team}</th>
              {data.rounds.map((r) => (
                <th key={r.round} scope="col">
                  {t.roundValue(r.round)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.teams.map((team) => (
              <tr key={team.id}>
                <th scope="row">{team.name}</th>
                {team.positions.map((p, i) => (
                  <td key={i}>{p}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
