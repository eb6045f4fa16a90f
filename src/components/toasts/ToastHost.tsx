// The forms' one toast area, in a root of its own so it exists once however many forms a page
// shows, and only after a visitor starts using one. At most one toast is visible (spec).
import { createRoot, type Root } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { useTheme } from '@/lib/theme';

export interface ToastLabels {
  region: string;
  close: string;
}

function EnquiryToaster({ labels }: { labels: ToastLabels }) {
  const { theme } = useTheme();
  return (
    <Toaster
      visibleToasts={1}
      position="bottom-center"
      theme={theme}
      closeButton
      containerAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.close }}
    />
  );
}

let root: Root | undefined;

/** Mounts the toast area once (re-labelled in the page's current language), then hands out `toast`. */
export function mountToastHost(labels: ToastLabels): typeof toast {
  if (!root) {
    const element = document.createElement('div');
    element.dataset.enquiryToasts = '';
    document.body.append(element);
    root = createRoot(element);
  }
  root.render(<EnquiryToaster labels={labels} />);
  return toast;
}
