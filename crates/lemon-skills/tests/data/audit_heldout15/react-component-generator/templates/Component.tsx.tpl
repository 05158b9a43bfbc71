import styles from './__NAME__.module.css';
import { useAnalytics } from '../../hooks/useAnalytics';

export interface __NAME__Props {
  children?: React.ReactNode;
}

export function __NAME__({ children }: __NAME__Props) {
  useAnalytics('__NAME__');
  return <div className={styles.root}>{children}</div>;
}
