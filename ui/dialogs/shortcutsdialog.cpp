#include "ui/dialogs/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace runway {

namespace {

QString plain(QString text)
{
    text.remove(QLatin1Char('&'));
    return text.endsWith(QStringLiteral("…")) ? text.chopped(1) : text;
}

QString keysOf(const QAction* action)
{
    QStringList keys;
    for (const QKeySequence& k : action->shortcuts())
        keys << k.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

void addRow(QTableWidget* table, const QString& what, const QString& keys)
{
    const int row = table->rowCount();
    table->insertRow(row);
    table->setItem(row, 0, new QTableWidgetItem(what));
    table->setItem(row, 1, new QTableWidgetItem(keys));
}

void addMenu(QTableWidget* table, const QMenu* menu, const QString& path, QSet<const QAction*>& seen)
{
    for (const QAction* a : menu->actions()) {
        if (a->menu()) {
            addMenu(table, a->menu(), path + QStringLiteral(" › ") + plain(a->menu()->title()), seen);
            continue;
        }
        seen.insert(a);
        if (!a->shortcuts().isEmpty() && !a->text().isEmpty())
            addRow(table, path + QStringLiteral(" › ") + plain(a->text()), keysOf(a));
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMainWindow* window)
    : QDialog(window)
    , m_table(new QTableWidget(0, 2, this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_table->setHorizontalHeaderLabels({tr("Command"), tr("Keys")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);

    QSet<const QAction*> seen;
    for (const QAction* top : window->menuBar()->actions())
        if (top->menu())
            addMenu(m_table, top->menu(), plain(top->menu()->title()), seen);
    // Keys that live on the window only (Esc leaves presentation mode, Ctrl+1 brings a panel forward).
    QList<const QAction*> rest;
    for (const QAction* a : window->actions())
        rest << a;
    for (const QAction* a : window->findChildren<QAction*>()) // a chart's or a panel's own keys
        if (!rest.contains(a))
            rest << a;
    QSet<QString> listed;
    for (const QAction* a : rest) {
        const QString row = plain(a->text()) + QLatin1Char('\t') + keysOf(a);
        if (seen.contains(a) || a->shortcuts().isEmpty() || a->text().isEmpty() || listed.contains(row))
            continue;
        listed.insert(row);
        addRow(m_table, plain(a->text()), keysOf(a));
    }
    // What the controls take themselves.
    addRow(m_table, tr("Next / previous control"), tr("Tab, Shift+Tab"));
    addRow(m_table, tr("Move the focused slider a step / 5 % of its range"), tr("Arrow keys / Page Up, Page Down"));
    addRow(m_table, tr("Slider to its lowest / highest value"), tr("Home / End"));
    addRow(m_table, tr("Apply a typed value (a range as “a to b” where a parameter can be uncertain)"), tr("Enter"));
    addRow(m_table, tr("A control's menu: reset, uncertainty, goal seek"), tr("Menu key, Shift+F10"));

    auto* note = new QLabel(tr("The keyboard is on the control with the highlighted frame. Keys never reach a control that cannot be seen."), this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(560, 520);
}

void ShortcutsDialog::show(QMainWindow* window)
{
    auto* open = window->findChild<ShortcutsDialog*>(QStringLiteral("shortcutsDialog"), Qt::FindDirectChildrenOnly);
    if (!open)
        open = new ShortcutsDialog(window);
    open->QDialog::show();
    open->raise();
    open->activateWindow();
}

QStringList ShortcutsDialog::rows() const
{
    QStringList out;
    for (int r = 0; r < m_table->rowCount(); ++r)
        out << m_table->item(r, 0)->text() + QLatin1Char('\t') + m_table->item(r, 1)->text();
    return out;
}

} // namespace runway
