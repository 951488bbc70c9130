// Remotes raise toasts through here, so there is one react-toastify (a shared singleton) and one queue.
export { toast } from 'react-toastify';
