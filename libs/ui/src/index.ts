// @rr/ui: the design system shared by the shell and every remote (a federation singleton).
// The shell imports '@rr/ui/styles.css' once; remotes only use the components and classes.
export * from './format';
export { SERVER_TEXT_ID, UNEXPECTED_ERROR_MESSAGE, apiErrorText, describeApiError, errorCode, errorDetails, formatDescriptor } from './api-error';
export { uiMessages, type Messages } from './i18n';
export { AppIntlProvider, mergeMessages, type AppIntlProviderProps } from './intl-provider';
export { createLazyIntlProvider } from './lazy-intl-provider';
export { AreaRoutes, type AreaDefinition, type AreaPage } from './area/area-routes';
export { lazyPage, retryFailedPages } from './lazy-page';
export { useFormat } from './use-format';
export * from './components/icons';
export { Button, ButtonLink, TextLink, buttonClass, linkClass, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { Spinner, FullScreenSpinner, type SpinnerProps } from './components/spinner';
export { Modal, SlideOver, type ModalProps, type SlideOverProps } from './components/dialog';
export { ConfirmPrompt, type ConfirmPromptProps } from './components/confirm-prompt';
export { DropdownMenu, type DropdownMenuProps, type MenuEntry } from './components/menu';
export { Collapsible, type CollapsibleProps } from './components/disclosure';
export { Alert, type AlertProps, type Tone } from './components/alert';
export { Toaster, toast, type ToastItem } from './components/toast';
export { Card, type CardProps } from './components/card';
export { Table, type Column, type TableProps } from './components/table';
export { Field, Input, Select, Textarea, type FieldProps } from './components/field';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { QueryState, queryView, type QueryLike, type QueryStateProps, type QueryView } from './components/query-state';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { Pagination, pageWindow, type PaginationProps } from './components/pagination';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { Avatar, DefaultAvatar, type AvatarProps } from './components/avatar';
export { NotFoundScreen, ErrorScreen, type ErrorScreenProps } from './components/status-screens';
