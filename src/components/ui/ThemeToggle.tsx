import { Monitor, Moon, Sun } from '@/components/icons';
import { useLanguage } from '@/i18n/language-context';
import { nextTheme, useTheme, type Theme } from '@/lib/theme';

const themeIcons: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** Steps through light, dark and the system's theme; named by the theme it switches to. */
export function ThemeToggle() {
  const { ui } = useLanguage();
  const { theme, setTheme } = useTheme();
  const next = nextTheme(theme);
  const Icon = themeIcons[theme];
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => setTheme(next)}
      aria-label={ui.theme.switchTo(ui.theme[next])}
      data-theme-current={theme}
    >
      <Icon aria-hidden="true" size={20} />
    </button>
  );
}
