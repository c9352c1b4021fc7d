import type { Grade } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n';
import styles from './grade-chip.module.css';

export type GradeChipProps = { grade: Grade; size?: 'sm' | 'md'; withLabel?: boolean };

/** Condition grade as a coloured chip: A 'Wie neu', B 'Sehr gut', C 'Gut'. */
export function GradeChip({ grade, size = 'sm', withLabel = true }: GradeChipProps) {
  const { t } = useT('catalog');
  return (
    <span className={`${styles.chip} ${styles[`g${grade}`]} ${size === 'md' ? styles.md : ''}`} data-testid={`grade-chip-${grade}`}>
      <span className={styles.letter} aria-hidden="true">
        {grade}
      </span>{' '}
      {/* the space keeps letter and label apart in the text an accessible name is compared with */}
      {withLabel ? t(`catalog:grade_${grade}`) : <span className="visually-hidden">{t(`catalog:grade_${grade}`)}</span>}
    </span>
  );
}
