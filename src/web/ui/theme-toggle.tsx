import { Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { applyTheme, currentTheme } from '../lib/theme';
import { Button } from './button';

export function ThemeToggle() {
  // The server painted the saved theme on <html>, so it is the source to read.
  const [theme, setTheme] = useState(currentTheme);
  const next = theme === 'dark' ? 'light' : 'dark';

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
