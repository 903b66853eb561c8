// Browsers without ES modules (Internet Explorer) never run the app: warn them instead, in ES5.
// A file of its own, not inline: the content security policy allows no inline script.
document.getElementById("root").innerHTML =
  '<div class="bp6-callout bp6-intent-warning" role="alert" style="margin:16px">' +
  '<h5 class="bp6-heading">Your browser is not supported</h5>' +
  "You are using Internet Explorer or an outdated browser that this website does not support. " +
  "Please use a recent version of Chrome, Edge, Firefox or Safari.</div>";
