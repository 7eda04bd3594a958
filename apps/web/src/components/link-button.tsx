import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * An antd button that is a real link (an `<a href>`, so it can be opened in a new tab and reads as a
 * link to assistive technology) yet navigates inside the app without a page load.
 */
export function LinkButton({ to, ...rest }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void navigate(to);
  };
  return <Button {...rest} href={to} onClick={onClick} />;
}
